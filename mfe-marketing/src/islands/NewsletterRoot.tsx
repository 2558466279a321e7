import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@farmplate/api-client/core';
import { NewsletterBox, type NewsletterIslandProps } from '../newsletter/NewsletterIsland';

/**
 * The newsletter island on a page started by islands: its own query client (the app's is not
 * there), in a chunk of its own, since only the pages with a sign-up box need the form's code.
 */
export default function NewsletterRoot(props: NewsletterIslandProps) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <NewsletterBox {...props} />
    </QueryClientProvider>
  );
}
