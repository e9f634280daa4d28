/**
 * Marks an element, or a form, that works before hydration and with JavaScript off (a link or a
 * form whose plain navigation is the action, a popover's button): the deferred-hydration loader
 * never keeps a click on it or inside it, nor its submission, nor a click on a submit button of a
 * form so marked (decision 041). React's handlers on it run once it has hydrated; before, the
 * browser acts alone.
 */
export const nativeAttribute = "data-native";

/** The marking as props: `<a {...nativeAction}>`. */
export const nativeAction = { [nativeAttribute]: "" } as const;
