// Which object store the server uses, from the environment (decision 038). Its own module so the
// S3 settings are read and checked in one place; config.ts only calls it.

export type S3StoreConfig = {
  kind: 's3';
  bucket: string;
  /** Key prefix ending in '/', or '' for the bucket's root. */
  prefix: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, s3rver); unset for AWS. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (instance role, web identity, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

export type ObjectStoreConfig = { kind: 'local' } | S3StoreConfig;

// S3's bucket naming rules, short of the IP-address and reserved-suffix cases S3 itself refuses.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9!_.*'()/-]{0,512}$/;

/**
 * OBJECT_STORE_URL=s3://bucket/prefix with AWS_REGION (default us-east-1), AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (both or neither), S3_ENDPOINT and S3_FORCE_PATH_STYLE. Unset: objects
 * stay on disk. Returns an Error naming every variable that is wrong, one per line.
 */
export function parseObjectStoreEnv(env: NodeJS.ProcessEnv): ObjectStoreConfig | Error {
  const value = (name: string) => env[name]?.trim() || undefined;
  const url = value('OBJECT_STORE_URL');
  const problems: string[] = [];
  if (!url) {
    for (const name of ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']) {
      if (value(name)) problems.push(`${name}: only used with OBJECT_STORE_URL=s3://bucket/prefix; set that too, or unset ${name}`);
    }
    return problems.length ? new Error(problems.join('\n')) : { kind: 'local' };
  }

  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  const bucket = match?.[1] ?? '';
  const prefix = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (!match) problems.push(`OBJECT_STORE_URL: expected s3://bucket or s3://bucket/prefix, not ${url}`);
  else if (!BUCKET.test(bucket)) problems.push(`OBJECT_STORE_URL: "${bucket}" is not a valid bucket name (3–63 lowercase letters, digits, dots and hyphens)`);
  else if (prefix && (!PREFIX.test(prefix) || prefix.split('/').some((part) => part === '' || part === '.' || part === '..'))) {
    problems.push(`OBJECT_STORE_URL: "${prefix}" is not a usable key prefix (letters, digits and !_.*'()- between slashes)`);
  }

  const endpoint = value('S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) problems.push(`S3_ENDPOINT: expected an http(s) origin such as https://s3.example.com, not ${endpoint}`);
  const pathStyle = value('S3_FORCE_PATH_STYLE') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') problems.push(`S3_FORCE_PATH_STYLE: expected true or false, not ${pathStyle}`);

  const accessKeyId = value('AWS_ACCESS_KEY_ID');
  const secretAccessKey = value('AWS_SECRET_ACCESS_KEY');
  if (!!accessKeyId !== !!secretAccessKey) {
    problems.push(`${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'}: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (to use the SDK's own credentials chain)`);
  }
  if (problems.length) return new Error(problems.join('\n'));

  const sessionToken = value('AWS_SESSION_TOKEN');
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: value('AWS_REGION') ?? 'us-east-1',
    endpoint: endpoint?.replace(/\/$/, ''),
    forcePathStyle: pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } : undefined,
  };
}
