/* The sample collection calls of the samples area (issue 10): written by its part of the area. */
export {};
