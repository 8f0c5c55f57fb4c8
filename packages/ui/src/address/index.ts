// Filled in by the address widget work (issue 3).
export {};
