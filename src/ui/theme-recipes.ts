// The recipes of every Chakra component the app draws beyond the login form (tables, tabs, menus,
// dialogs, drawers, badges…): ~10 kB gz that /login does not download. Every other
// route awaits this chunk in its loader (app/route-chunks.ts) and the provider then switches to the
// system that has them (ui/provider.tsx), so a screen never draws before its recipes are in.
import {
  badgeRecipe, checkmarkRecipe, skeletonRecipe, textareaRecipe,
  accordionSlotRecipe, alertSlotRecipe, avatarSlotRecipe, checkboxSlotRecipe, comboboxSlotRecipe,
  dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, listSlotRecipe,
  menuSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe, statSlotRecipe, switchSlotRecipe,
  tableSlotRecipe, tabsSlotRecipe, tagSlotRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';
import type { RecipeSet } from './theme';

export const moreRecipes: RecipeSet = {
  recipes: { badge: badgeRecipe, checkmark: checkmarkRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: {
    accordion: accordionSlotRecipe, alert: alertSlotRecipe, avatar: avatarSlotRecipe, checkbox: checkboxSlotRecipe,
    combobox: comboboxSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe, list: listSlotRecipe, menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe, stat: statSlotRecipe, switch: switchSlotRecipe, table: tableSlotRecipe,
    tabs: tabsSlotRecipe, tag: tagSlotRecipe, toast: toastSlotRecipe,
  },
};
