package items_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/items"
)

func TestParseText(t *testing.T) {
	cases := []struct {
		text, want string
		errs       []string
	}{
		{"150 Gold, Wood 50", "150 Gold, 50 Wood", nil},
		{"Key", "1 Key", nil},
		{"  2 Iron Ore ,Iron Ore 3", "5 Iron Ore", nil},
		{"", "", nil},
		{"Gold 0, 5 Wood", "5 Wood", []string{"column 1: amount in \"Gold 0\" is not in [1, 1000000000]"}},
		{"3 Gold 4", "", []string{"column 1: \"3 Gold 4\" has an amount before and after the name"}},
		{"Gold,, 12", "1 Gold", []string{"column 6: empty entry", "column 8: \"12\" has an amount but no name"}},
		{"-3 Gold", "", []string{"column 1: amount in \"-3 Gold\" is not in [1, 1000000000]"}},
		{"99999999999999999999 Gold", "", []string{"column 1: amount in \"99999999999999999999 Gold\" is not in [1, 1000000000]"}},
		{"Gold,", "1 Gold", []string{"column 6: empty entry"}},
	}
	for _, c := range cases {
		l, errs := items.ParseText(c.text)
		if got := l.String(); got != c.want {
			t.Errorf("ParseText(%q) = %q, want %q", c.text, got, c.want)
		}
		var got []string
		for _, e := range errs {
			got = append(got, e.Error())
		}
		if fmt.Sprint(got) != fmt.Sprint(c.errs) {
			t.Errorf("ParseText(%q) errors %q, want %q", c.text, got, c.errs)
		}
	}
}

func TestListContains(t *testing.T) {
	l, _ := items.ParseText("150 Gold, 50 Wood")
	for _, c := range []struct {
		want string
		ok   bool
	}{{"150 Gold", true}, {"151 Gold", false}, {"Wood 50, Gold", true}, {"Stone", false}, {"", true}} {
		w, _ := items.ParseText(c.want)
		if got := l.Contains(w); got != c.ok {
			t.Errorf("Contains(%q) = %v, want %v", c.want, got, c.ok)
		}
	}
}

// TestParseTextManyEntries: a text of more entries than MaxEntries reads the
// first MaxEntries and says, once, at the first entry left out, that the rest
// are left out (a text of 100,000 different names took over a minute before).
func TestParseTextManyEntries(t *testing.T) {
	var b strings.Builder
	for i := range items.MaxEntries + 5 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%d Item%d", i+1, i)
	}
	text := b.String()
	l, errs := items.ParseText(text)
	if len(l) != items.MaxEntries {
		t.Fatalf("kept %d entries, want %d", len(l), items.MaxEntries)
	}
	if got := l[len(l)-1]; got.Name != fmt.Sprintf("Item%d", items.MaxEntries-1) || got.Amount != items.MaxEntries {
		t.Fatalf("last entry kept %+v", got)
	}
	want := strings.Index(text, fmt.Sprintf(", %d Item%d", items.MaxEntries+1, items.MaxEntries)) + 2
	if len(errs) != 1 || errs[0].Column != want || !strings.Contains(errs[0].Msg, "left out") {
		t.Fatalf("errors %v, want one at column %d", errs, want)
	}
}

// FuzzItemText: ParseText never panics, every entry it keeps has a name and
// an amount in range, and what String writes reads back to the same list with
// no mistakes.
func FuzzItemText(f *testing.F) {
	for _, s := range []string{"150 Gold, Wood 50", "Key", "3 Gold 4", ",,", "-1 x", "1 2 3", "Gold\t7,\n2 Wood"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		l, errs := items.ParseText(text)
		for _, e := range errs {
			if e.Column < 1 || e.Column > len(text)+1 {
				t.Fatalf("ParseText(%q): error column %d out of range", text, e.Column)
			}
		}
		for _, s := range l {
			if s.Name == "" || strings.ContainsRune(s.Name, ',') || s.Amount < 1 {
				t.Fatalf("ParseText(%q) kept %+v", text, s)
			}
		}
		back, errs := items.ParseText(l.String())
		if len(errs) != 0 || back.String() != l.String() {
			t.Fatalf("ParseText(%q) = %q, which reads back as %q (%v)", text, l, back, errs)
		}
	})
}
