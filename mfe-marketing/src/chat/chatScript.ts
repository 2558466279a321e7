import { LIVE_CHAT_HOURS } from '../business/businessFacts';

/**
 * What the food companion says. Spec §1: canned replies only, four starters and one generic reply
 * to anything typed; the chat makes no server call.
 */

export const COMPANION_NAME = 'Ama';
export const COMPANION_ROLE = 'your FarmPlate food companion';

export const WELCOME_MESSAGE =
  "Hi, I'm Ama! I know my way around a pot of jollof, a plate of oxtail and a slice of sweet potato pie. What are you hungry for today?";

export interface Starter {
  id: 'soul-food' | 'culture-story' | 'jollof-spot' | 'ask-anything';
  label: string;
  reply: string;
}

export const STARTERS: readonly Starter[] = [
  {
    id: 'soul-food',
    label: 'Tell me about a soul food classic',
    reply:
      "Let's talk shrimp and grits! It started as a fisherman's breakfast in the Lowcountry of South Carolina: whatever shrimp came in that morning, over creamy stone-ground corn. Ours uses grits ground at Green Valley Farm, Gulf shrimp and a peppery pan gravy. You'll find it on our menu for breakfast or lunch.",
  },
  {
    id: 'culture-story',
    label: 'Share a food culture story',
    reply:
      'In Jamaica, Sunday dinner means oxtail. Families start it in the morning before church, and by afternoon the whole street smells of allspice and thyme. The butter beans go in at the end, and someone always fights over the last piece. Our Braised Oxtail is cooked the same slow way, for four hours.',
  },
  {
    id: 'jollof-spot',
    label: 'Find a spot for Jollof rice',
    reply:
      "In Dallas, Mama's Soul Kitchen cooks our smoky party jollof with grilled chicken and fried plantain. Order it from the Menu page and it arrives in 30 to 60 minutes. In Nigeria, we're launching in Jos, Abuja and Lagos soon, so jollof at your door is on its way there too.",
  },
  {
    id: 'ask-anything',
    label: 'Ask me anything',
    reply:
      'Go ahead: ask me about a dish, an ingredient or where your food comes from. Type your question below and press Enter.',
  },
];

export const GENERIC_REPLY = `Great question! I'm still learning, so I can't answer that one myself yet. Our team is on live chat from ${LIVE_CHAT_HOURS} every day, or write to support@farmplate.com and we'll get back to you shortly.`;

export interface ChatMessage {
  id: number;
  from: 'visitor' | 'companion';
  text: string;
}
