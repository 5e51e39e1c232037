-- Thai text sorts by dictionary order only under an ICU collation; the default one
-- sorts by code point. Lists order their text columns COLLATE th_icu.
CREATE COLLATION IF NOT EXISTS th_icu (provider = icu, locale = 'th-TH');
