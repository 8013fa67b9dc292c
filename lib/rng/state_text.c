/* A generator's state as text (wargen/rng.h): four words, 16 hexadecimal
 * digits each, so a state can be saved as a string in any language. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wargen/rng.h"
#include "internal/error.h"

void wg_rng_state_text(char *out, const wg_rng *rng)
{
    wg_rng_state st;
    if (out == NULL || rng == NULL)
        return;
    wg_rng_state_words(&st, rng);
    for (int i = 0; i < 4; i++)
        snprintf(out + 16 * i, 17, "%016" PRIx64, st.s[i]);
}

wg_status wg_rng_set_state_text(wg_rng *rng, const char *text, wg_error *err)
{
    wg_rng_state st;
    if (text == NULL || strlen(text) != 64 || strspn(text, "0123456789abcdefABCDEF") != 64)
        return wgi_fail(err, WG_EINVAL, "state: expected 64 hexadecimal digits, a state "
                                       "saved as text");
    for (int i = 0; i < 4; i++) {
        char word[17];
        memcpy(word, text + 16 * i, 16);
        word[16] = '\0';
        st.s[i] = strtoull(word, NULL, 16);
    }
    return wg_rng_set_state_words(rng, &st, err);
}
