package export

import (
	"strings"
	"testing"
)

func TestAccepts(t *testing.T) {
	cases := []struct {
		header, name string
		want         bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip, deflate, br", "gzip", true},
		{"gzip", "br", false},
		{"", "gzip", false},
		{"BR;q=1", "br", true},
		{"br;q=0", "br", false},
		{"br; q=0.000", "br", false},
		{"br;q=0.001", "br", true},
		{"*", "br", true},
		{"*;q=0", "gzip", false},
		{"identity", "gzip", false},
		{"xbr", "br", false},
		// A coding named outright wins over "*", before or after it.
		{"*, br;q=0", "br", false},
		{"*;q=0, br", "br", true},
		{"gzip;q=0, *", "gzip", false},
		// q is found among other parameters.
		{"br;level=1;q=0", "br", false},
		{"br;level=1", "br", true},
	}
	for _, c := range cases {
		if got := accepts(c.header, c.name); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.name, got, c.want)
		}
	}
}

// FuzzAccepts reads any Accept-Encoding header: it never panics, and never
// takes a coding the header does not name (nor "*").
func FuzzAccepts(f *testing.F) {
	for _, s := range []string{"gzip, deflate, br", "br;q=0", "*;q=0.5", ";;,", "br;q=", "gzip;q=0."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		for _, name := range []string{"br", "gzip"} {
			if accepts(header, name) && !strings.Contains(strings.ToLower(header), name) && !strings.Contains(header, "*") {
				t.Errorf("accepts(%q, %q) = true, but the header names neither it nor *", header, name)
			}
		}
	})
}
