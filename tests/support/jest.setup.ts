// The suites under tests/ start lakes, packaged servers and Studio builds: minutes on a busy
// machine. A test waits for states; this limit only ends one that is stuck.
jest.setTimeout(300_000)
