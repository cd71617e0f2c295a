import { Scrypt } from "lucia";

type Crypto = { hashSecret(secret: string): Promise<string>; verifySecret(secret: string, hash: string): Promise<boolean> };

// Lucia's Scrypt is what Convex Auth's Password provider hashes with by default, so hashes stay compatible.
const scrypt = new Scrypt();

/**
 * The one place passwords are hashed and checked. An object (not bare functions) so tests can
 * count the work done per request.
 */
export const passwordHasher = {
  hash: (password: string) => scrypt.hash(password),
  verify: (password: string, hash: string) => scrypt.verify(hash, password),
};

/**
 * A hash of a random secret nobody knows. Sign-in checks the password against it when the email
 * has no account, so an unknown email costs the same hashing work as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  "4d05ac87e8a55b2038edbae13271ace0:ec19176ca07239ccc58ce28e550dce51d918ae70d710143659763beee34e66707815b11edc5cb0a510f4ac753a6a3cadcc42116c30bc70f7a02224dc14825ed2";

/** Convex Auth's provider setting, routed through `passwordHasher`. */
export const passwordCrypto: Crypto = {
  hashSecret: (password) => passwordHasher.hash(password),
  verifySecret: (password, hash) => passwordHasher.verify(password, hash),
};
