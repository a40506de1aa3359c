// Russian texts of the demos screens. Exact spec texts are copied as quoted in SPEC.md.
export const demosRu = {
} as const;
