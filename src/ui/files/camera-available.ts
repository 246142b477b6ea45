/** Whether this browser can show a live camera (getUserMedia); without it only the file picker is offered. */
export const cameraAvailable = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
