package scenes

import (
	"encoding/json"
	"testing"
)

func TestPlainArray(t *testing.T) {
	for _, c := range []struct {
		raw  string
		want bool
	}{
		{`[]`, true}, {`[0]`, true}, {`[true,false,1]`, true}, {`[tru]`, false}, {`[truee]`, false}, {`[false`, false}, {`[true ,false]`, false}, {`[null]`, false}, {`[1,-2,30,0,-0]`, true}, {`[123456789012345678901234567890]`, true},
		{`[ ]`, false}, {`[1, 2]`, false}, {`[01]`, false}, {`[-]`, false}, {`[1,]`, false}, {`[,1]`, false},
		{`[1.5]`, false}, {`[1e3]`, false}, {`["1"]`, false}, {`[1]]`, false}, {`[[1]]`, false}, {`[1`, false},
		{`[`, false}, {``, false}, {`null`, false}, {`[1] `, false}, {`[--1]`, false}, {`[+1]`, false},
	} {
		if got := plainArray([]byte(c.raw)); got != c.want {
			t.Errorf("plainArray(%q) = %v, want %v", c.raw, got, c.want)
		}
	}
}

// FuzzPlainArray checks that every text plainArray takes is valid JSON,
// so reader.upgraded may skip json.Valid for it.
func FuzzPlainArray(f *testing.F) {
	for _, s := range []string{`[]`, `[1,2,3]`, `[true,false]`, `[-0,10]`, `[01]`, `[1,]`, `[1 ]`, `[-]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if plainArray(raw) && !json.Valid(raw) {
			t.Fatalf("plainArray(%q) is true, but the text is not valid JSON", raw)
		}
	})
}
