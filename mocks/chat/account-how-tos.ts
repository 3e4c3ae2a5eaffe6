/**
 * The everyday account and service how-tos: "How do I cancel a hotel booking?", "How do I reset
 * my password?", "How do I dispute a charge?". A model answers each with the concrete steps that
 * work with any company (find the booking number, read the cancellation policy, cancel where you
 * booked, keep the confirmation), never with one company's menus, which it cannot know are
 * current. how-tos.ts looks them up with its own table, by the same whole-question keys: "How do
 * I cancel a subscription in Stripe's API?" is a coding question, is not listed, and is left alone.
 */

/** Each entry as in how-tos.ts: what follows "how do I", and the answer. */
export const ACCOUNT_HOW_TOS: readonly { readonly asked: readonly string[]; readonly answer: string }[] = [
  {
    asked: ["cancel a hotel booking", "cancel a hotel reservation", "cancel my hotel", "cancel a hotel", "cancel a booking", "cancel a reservation", "cancel my hotel booking", "cancel a hotel room", "cancel an airbnb", "cancel an airbnb booking", "cancel a room booking"],
    answer: `To cancel a hotel booking:

1. **Find your confirmation**: the booking email has the confirmation number and says where you booked (the hotel itself or a booking site).
2. **Check the cancellation policy and deadline**: it is in the confirmation and on the booking page. Free cancellation until 24–48 hours before check-in is common; prepaid "non-refundable" rates usually can't be refunded.
3. **Cancel where you booked**: on the booking site or app you used (under "My bookings" or "Manage booking"), or with the hotel directly if you booked with them. A booking made through a site is usually cancelled on that site, not by the hotel.
4. **Get the cancellation in writing**: keep the cancellation email or number until the refund arrives.
5. **Watch for the refund**: it usually takes 5–10 business days to reach your card. If it doesn't, contact whoever took the payment with your cancellation number.

Past the free-cancellation deadline? Call the hotel anyway and ask politely: many will move the dates or waive the fee, especially if you ask early.`,
  },
  {
    asked: ["cancel a flight", "cancel my flight", "cancel a flight booking", "cancel a plane ticket", "cancel an airline ticket", "cancel a flight reservation", "get a refund for a flight", "get a refund for a cancelled flight"],
    answer: `To cancel a flight:

1. **Find your booking reference**: the 6-character code in the confirmation email, and your ticket's fare type.
2. **Check what your fare allows**: basic or "light" fares often give no refund, only the taxes back; flexible fares refund in full or as a travel credit. Many airlines give a full refund if you cancel within 24 hours of booking.
3. **Cancel where you booked**: in "Manage booking" on the airline's website or app, or with the travel agent or booking site if you booked through one.
4. **Choose a refund or a credit** if you're offered both: a credit is often worth more but expires.
5. **Keep the confirmation** and watch for the refund, which can take several weeks.

If the **airline** cancels or greatly delays the flight, you're usually entitled to a full cash refund rather than a voucher, and in some regions (the EU and UK, for example) to compensation as well: ask for it explicitly.`,
  },
  {
    asked: ["change a flight", "change my flight", "change flight dates", "change a flight date", "reschedule a flight", "change the date of my flight", "move my flight"],
    answer: `To change a flight:

1. **Find your booking reference** in the confirmation email.
2. **Check your fare's rules**: many fares allow changes for a fee plus the difference in price; the cheapest basic fares may not allow changes at all.
3. **Look at the new flights first**: compare the price difference before you commit.
4. **Change it where you booked**: "Manage booking" on the airline's website or app, or through the travel agent or booking site you used.
5. **Check the new itinerary**: the dates, times, names and seats on the new confirmation, and keep it.

If the airline changed your schedule, you can often switch to another flight for free or cancel for a refund. For a same-day change, ask at the airport: a "same-day change" or standby can be cheap.`,
  },
  {
    asked: ["cancel a subscription", "cancel my subscription", "cancel subscriptions", "stop a subscription", "end a subscription", "cancel a membership", "cancel my membership", "cancel a gym membership", "cancel a free trial", "cancel a streaming subscription"],
    answer: `To cancel a subscription:

1. **Find where you pay for it**: look up the charge on your bank or card statement and find the receipt email. It may be billed by the company itself, or through the App Store, Google Play or another service, which is where you cancel it.
2. **Cancel in the account settings**: sign in and look for "Subscription", "Billing", "Membership" or "Plan", then "Cancel". On a phone: Settings → your name → Subscriptions (iPhone), or Play Store → Payments & subscriptions (Android).
3. **Get a confirmation**: a cancellation email or screenshot, with the date.
4. **Note when it ends**: you usually keep access until the end of the period you paid for, and most subscriptions don't refund the rest.
5. **Check the next statement** to make sure the charge stopped.

If there's no cancel button (some gyms and contracts need a letter or a call), send the cancellation in writing and keep a copy. If they keep charging you after you cancelled, your bank can block the payments or dispute the charge.`,
  },
  {
    asked: ["cancel an order", "cancel my order", "cancel an online order", "cancel a purchase", "cancel an order online"],
    answer: `To cancel an online order:

1. **Act quickly**: an order can usually be cancelled only until it ships, sometimes only within an hour or so.
2. **Find the order**: in your account's "Orders" page, or through the link in the order confirmation email.
3. **Use the cancel option** next to the order. If there's none, contact the seller's customer service with your order number and ask them to cancel it.
4. **Keep the confirmation** of the cancellation, and check that the refund or released payment reaches your card (a few business days).

Already shipped? Refuse the delivery, or return it once it arrives: most online shops accept returns within 14–30 days.`,
  },
  {
    asked: ["return an item", "return something", "return a product", "return an online order", "return a purchase", "get a refund", "ask for a refund", "request a refund", "get my money back", "return something i bought online", "return an item for a refund", "get a refund for a purchase"],
    answer: `To return an item and get a refund:

1. **Check the return policy and deadline**: usually 14–30 days from delivery, often with the item unused and in its packaging. Sale items and some goods (underwear, opened software) may be excluded.
2. **Find your receipt or order number**: the confirmation email or your account's order history.
3. **Start the return**: in your account's "Orders" page, or ask the shop, which gives you a return label or address; in a store, bring the item and the receipt.
4. **Pack it well** and send it with tracking, or get a receipt at the drop-off point; keep it until the refund arrives.
5. **Watch for the refund**: it usually goes back to the original payment method within 5–14 days of the return arriving.

If the item is faulty or not as described, say so: you're usually entitled to a refund or replacement, often with return shipping paid by the seller. If a seller refuses a refund you're owed, your card issuer can help with a dispute.`,
  },
  {
    asked: ["reset my password", "reset a password", "reset a forgotten password", "recover my password", "recover a forgotten password", "change my password", "get into my account", "forgot my password", "get back into my account", "log in if i forgot my password", "reset my password if i forgot it"],
    answer: `To reset a forgotten password:

1. **Go to the sign-in page** and choose "Forgot password?" (or "Can't sign in?").
2. **Enter the email address or phone number** on the account. The reset link or code is sent there.
3. **Open the reset email** (check the spam folder if it doesn't arrive within a few minutes) and use the link soon: it usually expires after an hour or so.
4. **Choose a new, strong password** that you don't use anywhere else: a password manager can make and remember one for you.
5. **Sign in and check the account**: its email, phone and security settings, and turn on two-factor authentication if it isn't on.

No longer have access to that email or phone? Look for an "account recovery" option, which asks you to prove who you are, or contact the service's support. Never share a reset code with anyone who calls or messages you for it.`,
  },
  {
    asked: ["change my email", "change my email address", "change an email address", "change the email on my account", "update my email address", "change my username", "change a username", "change my user name", "change my account email"],
    answer: `To change the email address or username on an account:

1. **Sign in** and open the account settings ("Account", "Profile" or "Personal info").
2. **Find the email or username field** and choose "Edit" or "Change".
3. **Enter the new one**: you'll often be asked for your password again, for security.
4. **Confirm the new email**: a verification link is sent to the new address (and often a notice to the old one); the change only takes effect once you click it.
5. **Update where you use it**: your password manager, and any other services that sign you in with this account.

Some services limit how often a username can change, or don't allow it at all; then support can sometimes do it. Keep the old email working for a few weeks in case anything is still sent there.`,
  },
  {
    asked: ["delete my account", "delete an account", "delete an online account", "close my account", "close an account", "deactivate my account", "permanently delete my account", "remove my account"],
    answer: `To delete an account:

1. **Download what you want to keep** first: most services offer a data export ("Download your data") in the privacy settings.
2. **Cancel any paid subscription** on the account, so you're not charged after it's gone.
3. **Find the delete option**: usually under Settings → Account (or Privacy) → "Delete account". Deactivating only hides an account; deleting removes it.
4. **Confirm**: you'll be asked for your password, and often a code sent by email.
5. **Note the grace period**: many services keep the account for 14–30 days in case you change your mind; signing in during that time can cancel the deletion.

If you can't find the option, search the service's help pages for "delete account", or ask support in writing. Many privacy laws (such as the GDPR in Europe) let you request that your data be deleted.`,
  },
  {
    asked: ["dispute a charge", "dispute a credit card charge", "dispute a transaction", "dispute a payment", "file a chargeback", "get a chargeback", "dispute an unauthorized charge", "report a fraudulent charge", "dispute a charge on my credit card"],
    answer: `To dispute a charge:

1. **Check the charge first**: merchants often bill under a different name, and it may be a subscription or a family member's purchase.
2. **Contact the merchant**: ask for a refund with the date, amount and order number, and keep their reply. Card issuers usually expect you to try this first (except for fraud).
3. **Dispute it with your bank or card issuer**: in the banking app (tap the transaction, then "Dispute" or "Report a problem"), or by calling the number on the back of your card. Do it soon: there are time limits, often around 60 days from the statement.
4. **Give the evidence**: receipts, emails, photos, tracking, and what you asked the merchant.
5. **Follow up**: the issuer may credit the amount while it investigates, which can take a few weeks, then tells you the decision.

If you don't recognise the charge at all, say it's fraud: the issuer will block the card and send you a new one.`,
  },
  {
    asked: ["track a package", "track my package", "track a parcel", "track my parcel", "track an order", "track my order", "track a delivery", "track a shipment", "find my package", "track my delivery"],
    answer: `To track a package:

1. **Find the tracking number**: it's in the shipping confirmation email, or next to the order in your account's "Orders" page.
2. **Open the tracking link** in that email, or enter the number on the carrier's website or app (the email says which carrier delivers it).
3. **Read the status**: "label created" means the carrier doesn't have it yet; after that you'll see it move between depots and, on the day, "out for delivery".
4. **Sign up for updates**: most carriers send texts or emails, and let you choose a safe place or another day.

If the tracking hasn't changed for several days, or it says "delivered" and you don't have it, check with neighbours and around the door, then contact the **seller** first: they have the contract with the carrier and can open a claim or send a replacement.`,
  },
  {
    asked: ["unsubscribe from emails", "unsubscribe from email", "unsubscribe from marketing emails", "unsubscribe from newsletters", "unsubscribe from a newsletter", "stop getting emails", "stop spam emails", "stop marketing emails", "stop getting marketing emails", "stop getting spam emails", "stop receiving emails", "stop getting so many emails", "get fewer emails", "unsubscribe from mailing lists"],
    answer: `To stop unwanted emails:

1. **Use the "Unsubscribe" link** at the bottom of the email from a company you know. Many email apps also show an "Unsubscribe" button next to the sender's name.
2. **Change your preferences**: in the account settings of a service you use, you can often turn off the marketing emails and keep the important ones (receipts, security alerts).
3. **Mark real spam as spam** rather than unsubscribing: in emails from senders you don't recognise, an unsubscribe link can confirm your address is active.
4. **Filter the rest**: a rule or filter can move emails from a sender straight to a folder or the bin.

It can take a few days for unsubscribing to take effect. To avoid it in future, untick the "send me offers" box when you sign up, or use a separate email address for shopping.`,
  },
  {
    asked: ["contact customer support", "contact customer service", "contact customer support effectively", "talk to customer service", "deal with customer service", "get help from customer support", "complain to a company", "make a complaint", "write a complaint", "get customer service to help me", "talk to a real person at customer service", "reach a human at customer service"],
    answer: `To get a problem solved by customer support:

1. **Gather the details first**: your account or order number, dates, amounts, screenshots and what you've already tried.
2. **Pick the right channel**: chat and email leave a written record; phone is often fastest for urgent problems. Try the help centre's "Contact us" page.
3. **Say what happened and what you want** in a few sentences: "My order 12345 arrived damaged; I'd like a replacement or a refund."
4. **Stay calm and polite**, but firm: the agent is more likely to go the extra step for you.
5. **Write down names, dates and reference numbers**, and ask for a case or ticket number before you hang up.
6. **Escalate if needed**: ask for a supervisor, or put the complaint in writing with a deadline for a reply.

If the company doesn't resolve it, a consumer protection agency, an ombudsman, or your card issuer (for payments) can often help.`,
  },
  {
    asked: ["recover a hacked account", "recover my hacked account", "get my hacked account back", "fix a hacked account", "secure a hacked account", "recover my account", "recover an account", "get back a hacked account", "recover a hacked email account", "recover a hacked instagram account"],
    answer: `If an account has been hacked:

1. **Try to sign in and change the password** at once, to a strong one you use nowhere else. If the password no longer works, use "Forgot password?" or the service's **account recovery** page ("My account was hacked", "Get help signing in").
2. **Secure your email first** if it was the email account: every other account can be reset through it.
3. **Sign out of all other sessions** and check the recovery email, phone number and connected apps: remove anything the attacker added.
4. **Turn on two-factor authentication**, ideally with an authenticator app rather than SMS.
5. **Change the password anywhere you reused it**, and warn your contacts if the account sent them messages or links.
6. **Check for damage**: purchases, payment methods, forwarding rules in email; tell your bank if a card was used.

If recovery fails, contact the service's support with proof it's yours (old passwords, the date you created it, receipts). Be wary of anyone who messages you offering to "recover" it for a fee: that's a common scam.`,
  },
];
