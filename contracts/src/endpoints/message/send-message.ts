import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MessageSchema, PrioritySchema } from '../../schemas/message.ts';

export const SendMessageRequestSchema = z.object({
  messageBoxId: z.literal(0).describe('Always 0: new messages and replies alike.'),
  messageGuid: z
    .string()
    .regex(/^(|0{8}-0{4}-0{4}-0{4}-0{12})$/, 'Must be blank: the server assigns it')
    .describe('Blank (empty or the all-zero guid); the server assigns the guid.'),
  messageTypeId: z.number().int(),
  priorityId: PrioritySchema,
  senderId: z.number().int().describe("The caller's userId."),
  recipientId: z.number().int().describe('A userId from GetMessageUsers, or -999 for All.'),
  subject: z
    .string()
    .trim()
    .min(1)
    .describe("A reply's subject is the original's prefixed 'RE: '."),
  body: z.string().trim().min(1),
  parentMessageBoxId: z
    .string()
    .nullish()
    .describe('For a reply, the messageGuid of the message answered; empty or null otherwise.'),
  attachmentName: z.string().nullish().describe('Original name of the attached file.'),
  attachmentLink: z
    .string()
    .nullish()
    .describe('File name answered by FileUploader/SaveDocument (documentTypeId 5).'),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/w/api/MessageBox/SendMessage',
  body: { kind: 'json', schema: SendMessageRequestSchema },
  response: MessageSchema,
  errors: [403, 404],
  money: true,
  summary: 'Sends a new message or a reply; answers the stored message.',
  description: [
    "The answer's attachmentLink is the fetchable link of the file (GET",
    '/w/api/FileUploader/files/{fileName}), not the bare name sent. 400 for an unknown recipient or',
    'type, or All (-999) on a type without allowMassive; 403 when senderId is not the caller; 404',
    'when the parent message or the attached file does not exist.',
  ].join(' '),
});
