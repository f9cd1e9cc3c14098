import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { appealFileBase, EXPORT_LINK_TTL_SECONDS, replyCardProofKey } from './export-links.ts';
import { readReplyCards } from './reply-card-donors.ts';
import { renderReplyCardProof } from './reply-card-pdf.ts';

interface ReplyCardProof {
  downloadUrl: string;
  cards: number;
}

const ReplyCardProofRef = builder.objectRef<ReplyCardProof>('ReplyCardProof').implement({
  description: "A PDF of the first donors' reply cards for the printer to check, behind a 15-minute link.",
  fields: (t) => ({
    downloadUrl: t.exposeString('downloadUrl'),
    cards: t.exposeInt('cards', { description: 'How many cards it shows (the first donors of the ready-to-export list, at most 12).' }),
  }),
});

builder.mutationField('createReplyCardProof', (t) =>
  t.field({
    type: ReplyCardProofRef,
    description: "Makes the reply-card proof of an appeal's first donors (name, address, the ladder as boxes, the write-in line, the key code) and signs its link.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: async (_root, { appealId }, ctx) => {
      const { companyId } = requireCompanyOrThrow(ctx.session);
      const content = await readReplyCards(ctx.services.db, companyId, appealId);
      const pdf = await renderReplyCardProof(content);
      const key = replyCardProofKey(companyId, appealId);
      await ctx.services.storage.put(key, pdf, 'application/pdf');
      const downloadName = `${appealFileBase(content.appealName)} - Reply card proof.pdf`;
      return { downloadUrl: await ctx.services.storage.signedUrl(key, EXPORT_LINK_TTL_SECONDS, { downloadName }), cards: content.cards.length };
    },
  }),
);
