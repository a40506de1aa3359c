// Russian texts of the settings screens. Exact spec texts are copied as quoted in SPEC.md.
export const settingsRu = {
} as const;
