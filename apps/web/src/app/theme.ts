import { CloseButton, createTheme, darken, Menu, Modal, Pagination, type CloseButtonProps, type CSSVariablesResolver } from '@mantine/core';

// Pagination's arrow buttons are icons only: every pager names them for screen readers.
const PAGER_CONTROLS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

// WCAG 2.1 AA asks 4.5:1 between text and its background. Mantine's default filled shade (6) gives white
// button text 3.6:1 on the brand blue and its 'dimmed' grey 3.3:1 on white, so the theme moves to shade 8
// (5:1, the same blue a little deeper) and a darker grey; every page inherits both.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Pagination: Pagination.extend({
      defaultProps: { getControlProps: (control: keyof typeof PAGER_CONTROLS) => ({ 'aria-label': PAGER_CONTROLS[control] }) },
    }),
    // A dialog's close button is an icon (an X) only: name it, or screen readers announce a nameless button.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A menu holds menu items only (ARIA): without Mantine's focus placeholder (a role=presentation child) the
    // first item takes the focus when the menu opens, as the menu pattern has it.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Every other close button (alerts, notices) is an icon only as well. (Mantine hands the attribute on to the
    // button; its props type lists no HTML attributes.)
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> }),
  },
});

/** Secondary text: 5.2:1 on white and 4.7:1 on the light grey panels (Mantine's gray-6 reached 3.3:1). */
export const DIMMED_TEXT = '#666d75';

/** Field errors and their red borders: red-9, 5.5:1 on white (Mantine's red-6 reached 3.3:1). */
const ERROR_TEXT = '#c92a2a';

/**
 * Text on the 'light' variant (badges, alerts, light buttons) is the colour's darkest shade made 30% darker:
 * at least 5:1 on white and on the colour's pale background for every colour. Mantine's own (shade 8 or 9)
 * fell to 3.9:1 for teal (the DONE badges) and under 3:1 for yellow.
 */
function lightVariantText(theme: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  return Object.fromEntries(Object.entries(theme.colors).map(([color, shades]) => [`--mantine-color-${color}-light-color`, darken(shades[9], 0.3)]));
}

/** The colours whose shade 8 stays under 4.5:1 on white: their coloured text (c="green") takes the same darker tone. */
const PALE_COLORS = ['teal', 'green', 'lime', 'yellow', 'orange', 'cyan'];

function colouredText(theme: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  return Object.fromEntries(PALE_COLORS.map((color) => [`--mantine-color-${color}-text`, darken(theme.colors[color]![9], 0.3)]));
}

/**
 * White text on a filled button (Delete, Remove, Cancel subscription) needs the same 4.5:1: red's shade 8 gave
 * 4.4:1 in the browser, the pale colours' under 4. Red takes shade 9 (5.5:1), the pale colours the darker tone.
 */
function filledVariant(theme: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  const filled: Array<[string, string]> = [['red', theme.colors.red![9]], ...PALE_COLORS.map((color): [string, string] => [color, darken(theme.colors[color]![9], 0.3)])];
  return Object.fromEntries(
    filled.flatMap(([color, shade]) => [
      [`--mantine-color-${color}-filled`, shade],
      [`--mantine-color-${color}-filled-hover`, darken(shade, 0.1)],
    ]),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT, '--mantine-color-error': ERROR_TEXT, ...lightVariantText(resolvedTheme), ...colouredText(resolvedTheme), ...filledVariant(resolvedTheme) },
  dark: {},
});
