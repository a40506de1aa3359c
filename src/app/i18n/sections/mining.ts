// Russian texts of the mining screens. Exact spec texts are copied as quoted in SPEC.md.
export const miningRu = {
} as const;
