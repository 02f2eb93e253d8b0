// Testing Library gives up on `waitFor` and `findBy…` after 1 s. On a CI machine where the
// integration suite shares two cores with these component tests, a render can take longer than
// that without anything being wrong; the wait still ends at the event it waits on.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
