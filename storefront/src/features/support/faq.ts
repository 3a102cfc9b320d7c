/** The support page's questions, answered as the shop works (docs/orders.md, docs/messaging.md). */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const faq: readonly FaqEntry[] = [
  {
    id: 'delivery',
    question: 'How does delivery work?',
    answer:
      'Your paid bottles wait in our storage until you send them from your orders page. Delivery is free when what you send fills whole cases of 12 (a magnum counts as 6); a part case costs £9.95. The courier hands the wine to an adult, who signs for it, and we e-mail you the tracking reference once it is on its way.',
  },
  {
    id: 'storage',
    question: 'How do you store my wine?',
    answer:
      'In a bonded, temperature-controlled warehouse at 12-16 °C and 60-70% humidity, lying down, away from light. Storage is free while you build up your case, and you can send your bottles whenever you like.',
  },
  {
    id: 'club',
    question: 'What is the collectors club?',
    answer:
      'Members pay the member price on every wine, have no per-wine limit, and see the daily drop. It starts with a free trial; you can cancel in your account at any time and keep member prices until the end of what you have paid for.',
  },
  {
    id: 'returns',
    question: 'Can I return a wine?',
    answer:
      'If a bottle arrives damaged or corked, write to us below within 30 days of delivery with your order number and we will replace or refund it. Orders still in storage can be cancelled from your orders page before they are sent.',
  },
  {
    id: 'age',
    question: 'Who can buy wine from us?',
    answer:
      'UK law allows us to sell wine to adults only: you must be 18 or over. We ask for your date of birth at your first checkout, and the courier only hands the wine to an adult, who signs for it.',
  },
];
