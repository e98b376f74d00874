package quote

import (
	"strings"
	"testing"
)

func TestAround(t *testing.T) {
	long := strings.Repeat("a", 100) + "X" + strings.Repeat("b", 100)
	tests := []struct {
		s    string
		pos  int
		want string
	}{
		{"1 + 2", 3, `"1 + 2"`},
		{strings.Repeat("é", 80), 0, `"` + strings.Repeat("é", 80) + `"`},
		{strings.Repeat("é", 81), 0, `"` + strings.Repeat("é", 80) + `…"`},
		{long, 0, `"` + strings.Repeat("a", 80) + `…"`},
		{long, 100, `"…` + strings.Repeat("a", 40) + "X" + strings.Repeat("b", 39) + `…"`},
		{long, len(long), `"…` + strings.Repeat("b", 80) + `"`},
		{long, -5, `"` + strings.Repeat("a", 80) + `…"`},
		{"a\n" + strings.Repeat("z", 90), 0, `"a\n` + strings.Repeat("z", 78) + `…"`},
	}
	for _, tt := range tests {
		if got := Around(tt.s, tt.pos); got != tt.want {
			t.Errorf("Around(%d runes, %d) = %s, want %s", len(tt.s), tt.pos, got, tt.want)
		}
	}
	if got, want := Q(long), Around(long, 0); got != want {
		t.Errorf("Q = %s, want %s", got, want)
	}
}
