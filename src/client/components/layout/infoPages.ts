import {
  KEPT_OF_DELETED_ORDERS,
  REMOVED_FROM_DELETED_ORDERS,
} from '../../../shared/deletedCustomers';
import { RING_SIZE_GUIDE_PATH } from '../../../shared/ringSizes';

/** Copy for the footer's Terms, Privacy and FAQ pages: plain, friendly shop policies. */

export type InfoTopic = 'terms' | 'privacy' | 'faq';

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  /** A page of the shop that says more, linked under the paragraphs. */
  link?: { to: string; label: string };
}

export interface InfoPageContent {
  title: string;
  intro: string;
  sections: InfoSection[];
}

export const infoPages: Record<InfoTopic, InfoPageContent> = {
  terms: {
    title: 'Terms of Sale',
    intro:
      'These terms explain how buying from us works. We have kept them short and in plain English; if anything is unclear, our team is always happy to help.',
    sections: [
      {
        heading: 'Orders and prices',
        paragraphs: [
          'All prices are shown in pounds sterling (GBP) and include VAT. When you place an order we check that each piece is in stock and confirm it by e-mail once payment has been received.',
          'Occasionally a price or description on the site may be wrong. If that happens we will contact you before sending anything, and you can choose to go ahead or cancel.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'Payment is taken securely through PayPal, by PayPal balance or debit and credit card. We never see or store your card details.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          'We send within the UK by Royal Mail Tracked 48, or by Special Delivery Guaranteed with cover bought to the value of the order (Royal Mail carries jewellery worth more than £100 only that way), or by an insured courier beyond its cover, and you can collect your order from the shop with photo ID. The methods, prices and the day your order should arrive are shown on the product page, in your cart and at checkout before you pay, and saved with your order.',
        ],
      },
      {
        heading: 'Returns and exchanges',
        paragraphs: [
          'If a piece is not quite right, you can return it unworn, in its original packaging, within 30 days of delivery for an exchange or a refund to your original payment method. This does not affect your statutory rights.',
          'Pieces that have been engraved, resized or made to order for you are personal to you, so we cannot take them back unless they are faulty.',
        ],
      },
      {
        heading: 'Care and repairs',
        paragraphs: [
          'Every piece is checked in our workshop before it leaves us. If something goes wrong with your jewellery, get in touch and we will look at it with you, whether or not it is still under guarantee.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'We collect only what we need to make and deliver your order and to look after you afterwards, and we never sell your information. This page says what we keep, why, and for how long.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you create an account we keep your name, your e-mail address and a scrambled form of your password that cannot be turned back into it. Your wishlist is kept with your account.',
          'When you place an order we keep the name, e-mail address, phone number and delivery and billing addresses you give at checkout, together with what you bought and what you paid.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments are handled by PayPal. We receive confirmation that you have paid and a payment reference, never your card number, expiry date or security code, and we never store them.',
        ],
      },
      {
        heading: 'How long we keep it, and why',
        paragraphs: [
          'Your account, wishlist, reviews and sign-ins: until you delete your account.',
          `Orders: six years after the end of the financial year they were placed in, because HMRC requires businesses to keep their accounting records that long. If you delete your account, your orders stay in our accounts with only ${KEPT_OF_DELETED_ORDERS}; ${REMOVED_FROM_DELETED_ORDERS} are removed from them.`,
          'E-mails we send you (order confirmations, password reset codes): a copy is kept in our mail log so we can see that a message went out and send it again if it failed. Deleting your account removes the copies of e-mails sent to you.',
          'Product photos: the pictures in our shop are stripped of camera and location details before anyone sees them.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your details to process and deliver orders, to send order confirmations and password reset codes, and to answer your questions. We will only send you news or offers if you have asked us to.',
        ],
      },
      {
        heading: 'Your browser',
        paragraphs: [
          'Your shopping cart is kept in your own browser, so it is still there when you come back. When you sign in we store a sign-in token in your browser too; signing out removes it.',
        ],
      },
      {
        heading: 'Your rights: a copy of your data, or deleting your account',
        paragraphs: [
          'Under UK data protection law (UK GDPR) you can see the information we hold about you, correct it, take a copy, or have it deleted. Signed in, open My Account, then Account Details: "Download my data" saves a file with your profile, addresses, orders, wishlist and reviews, and "Delete my account" deletes your account, wishlist, reviews and sign-ins at once, after asking for your password again. We send a last e-mail to confirm.',
          "For anything else, contact us through our store information page and we will reply within a month. You can also complain to the Information Commissioner's Office (ico.org.uk).",
        ],
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'The questions we are asked most often. Cannot find your answer? Do get in touch.',
    sections: [
      {
        heading: 'How much does delivery cost?',
        paragraphs: [
          'It depends on the order and how you would like it sent: small pieces go free by Tracked 48 over a threshold, and larger ones by insured Special Delivery or courier. Your cart shows every option with its price and the day it should arrive before you check out, and collection from the shop is free.',
        ],
      },
      {
        heading: 'Is your jewellery hallmarked?',
        paragraphs: [
          'Yes. Every gold, platinum and silver piece above the legal weight threshold carries a UK assay office hallmark, your guarantee of its precious metal content.',
        ],
      },
      {
        heading: 'How do I find my ring size?',
        paragraphs: [
          'Visit us in store for a free fitting, or measure a ring that already fits and compare it with our size guide. We use UK letter sizes; if a ring does not fit, we can usually resize it in our workshop.',
        ],
        link: { to: RING_SIZE_GUIDE_PATH, label: 'Open the ring size guide' },
      },
      {
        heading: 'Can I return or exchange a piece?',
        paragraphs: [
          'Unworn pieces in their original packaging can be returned within 30 days of delivery. Engraved or resized pieces cannot be returned unless they are faulty.',
        ],
      },
      {
        heading: 'How can I pay?',
        paragraphs: [
          'Securely through PayPal, using your PayPal balance or a debit or credit card. Prices are in pounds sterling and include VAT.',
        ],
      },
      {
        heading: 'How should I care for my jewellery?',
        paragraphs: [
          'Take rings off for the gym, gardening and washing up; keep pieces apart so they do not scratch each other; and clean them gently with warm soapy water and a soft brush. We are happy to clean and check your jewellery in store free of charge.',
        ],
      },
    ],
  },
};
