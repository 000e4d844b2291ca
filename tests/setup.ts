// Shared setup for every vitest file. Component tests opt into jsdom with
// `// @vitest-environment jsdom` at the top of the file.
process.env.NODE_ENV ??= "test";
