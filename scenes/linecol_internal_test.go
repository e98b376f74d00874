package scenes

import "testing"

// TestLinecolAsCounted checks linecol against counting lines byte by byte,
// for offsets asked in increasing order, going back, and out of range.
func TestLinecolAsCounted(t *testing.T) {
	data := []byte("{\n  \"a\": 1,\n\n  \"b\": [\n1,\n2]\n}\nx")
	r := &reader{data: data}
	want := func(off int) (int, int) {
		off = max(0, min(off, len(data)))
		line, start := 1, 0
		for i := range off {
			if data[i] == '\n' {
				line, start = line+1, i+1
			}
		}
		return line, off - start + 1
	}
	offs := []int{0, 1, 2, 5, 12, 13, 13, 20, 3, 0, len(data), len(data) + 5, -1, 14, 27}
	for i := range len(data) {
		offs = append(offs, i)
	}
	for _, off := range offs {
		l, c := r.linecol(off)
		if wl, wc := want(off); l != wl || c != wc {
			t.Errorf("linecol(%d) = %d:%d, want %d:%d", off, l, c, wl, wc)
		}
	}
}
