import fc from 'fast-check';
import { hostileScalar } from './fuzz-values';

/** A multipart/form-data request body, as sent. */
export interface MultipartBody {
  contentType: string;
  payload: Buffer;
}

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

const BOUNDARY = 'fuzz-b0undary';

/** Builds a body from parts in order; a name may repeat and may be `__proto__`. */
function encode(parts: Part[]): MultipartBody {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"`;
    if ('value' in part) {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\n${disposition}\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\n${disposition}; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat(chunks),
  };
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** The text fields the upload routes read (claims, disputes, condition reports), plausibly filled. */
const textField: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.constant('amount'),
    value: fc.constantFrom('5', '0.01', '0', '-1', '5.005', '1e9', '50', 'five'),
  }),
  fc.record({
    name: fc.constantFrom('reason', 'notes'),
    value: fc.oneof(fc.constant('The lid came back cracked.'), fc.string({ maxLength: 40 })),
  }),
  fc.record({
    name: fc.constant('stage'),
    value: fc.constantFrom('handover', 'return', 'pickup', ''),
  }),
  fc.record({
    name: fc.constantFrom('works', 'damaged', 'missing_parts', 'dirty'),
    value: fc.constantFrom('true', 'false', 'yes', '1', ''),
  }),
  fc.record({
    name: fc.constantFrom('amount', 'reason', 'stage', 'works', 'notes'),
    value: hostileScalar.map(asText),
  }),
);

const flat = ([texts, files]: [Part[], Part[]]) => [...texts, ...files];

/** The file fields the upload routes read (their names differ: any one may be sent anywhere). */
const fileName = fc.constantFrom('photos', 'photos[]', 'avatar', 'file', 'files', 'cover');

/**
 * Multipart bodies for an upload route: plausible forms with a photo (to reach the handler
 * past its checks), and the hostile ones: empty, a field named after a prototype property, a
 * field past the size limit, a file that is not what it says, too many files, a body cut off.
 * `photo` answers a small valid JPEG.
 */
export function multipartBody(photo: () => Buffer): fc.Arbitrary<MultipartBody> {
  const goodFile = fileName.map((name): Part => ({
    name,
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    data: photo(),
  }));
  const wrongFile = fc.record({
    name: fileName,
    filename: fc.constantFrom('photo.jpg', 'tool.exe', 'x.svg', '../../etc/passwd', ''),
    contentType: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'image/svg+xml'),
    data: fc.constantFrom(
      Buffer.from('MZ\x90\x00 not a picture'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(0),
    ),
  }) as fc.Arbitrary<Part>;
  const texts = fc.array(textField, { maxLength: 5 });
  /** Forms a route takes as they are (a claim, a dispute, a condition report), so some pass. */
  const complete = fc
    .tuple(
      fc.constantFrom<Record<string, string>>(
        { amount: '5', reason: 'The lid came back cracked.' },
        { reason: 'It was cracked at hand-over.' },
        {
          stage: 'return',
          works: 'true',
          damaged: 'false',
          missing_parts: 'false',
          dirty: 'false',
        },
        { stage: 'handover', works: 'true', notes: 'A small scratch.' },
      ),
      fc.array(goodFile, { maxLength: 2 }),
    )
    .map(([fields, files]) => [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...files,
    ]);
  const forms: fc.Arbitrary<Part[]> = fc.oneof(
    { weight: 3, arbitrary: complete },
    { weight: 4, arbitrary: fc.tuple(texts, fc.array(goodFile, { maxLength: 2 })).map(flat) },
    { weight: 1, arbitrary: fc.constant<Part[]>([]) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          texts,
          fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString'),
          fc.constantFrom('{"admin":true}', 'x'),
        )
        .map(([rest, name, value]) => [{ name, value }, ...rest]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(texts, fc.constantFrom('reason', 'notes', 'amount'))
        .map(([rest, name]) => [...rest, { name, value: 'x'.repeat(1_100_000) }]),
    },
    { weight: 2, arbitrary: fc.tuple(texts, fc.array(wrongFile, { minLength: 1 })).map(flat) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(texts, fc.integer({ min: 6, max: 25 }), fileName)
        .map(([rest, n, name]) => [
          ...rest,
          ...Array.from({ length: n }, (_, i) => ({
            name,
            filename: `photo-${i}.jpg`,
            contentType: 'image/jpeg',
            data: photo(),
          })),
        ]),
    },
  );
  return fc.oneof(
    { weight: 9, arbitrary: forms.map(encode) },
    // Cut off before its end, or with no boundary at all.
    {
      weight: 1,
      arbitrary: fc.oneof(
        forms.map((parts) => {
          const body = encode(parts);
          return { ...body, payload: body.payload.subarray(0, body.payload.length - 10) };
        }),
        fc.constant({ contentType: 'multipart/form-data', payload: Buffer.from('--x\r\n') }),
      ),
    },
  );
}
