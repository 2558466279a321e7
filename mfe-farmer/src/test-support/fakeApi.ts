// The farmer tests' API fakes are the shared kit's msw handlers.
export {
  fakeApi,
  paged,
  type FakeAnswer,
  type FakeHandler,
  type FakeHandlers,
  type FakeRequest,
} from '@farmplate/testing';
