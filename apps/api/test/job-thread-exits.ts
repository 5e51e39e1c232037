// A job thread that dies at once (job-thread.test.ts): the runner must start it again.
process.exit(3);
