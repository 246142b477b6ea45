// Runs before first paint (see index.html): same rule as src/app/color-mode.ts.
try {
  if (localStorage.getItem('dark') === 'true') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // storage unavailable: light mode
}
