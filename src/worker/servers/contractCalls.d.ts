/** Every call of the contract as OpenAPI names it, from the catalogue at build time (scripts/contractCalls.ts). */
declare const __CONTRACT_CALLS__: readonly string[];
