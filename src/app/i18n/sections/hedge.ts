// Russian texts of the hedge screens. Exact spec texts are copied as quoted in SPEC.md.
export const hedgeRu = {
} as const;
