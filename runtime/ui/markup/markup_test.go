package markup_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/ui/markup"
)

func TestParse(t *testing.T) {
	got, err := markup.Parse("Héllo [color=#ff8000]brave [size=24]new[/size][/color][pause=0.5] [[world]")
	if err != nil {
		t.Fatal(err)
	}
	orange := griff.RGBA(1, float32(0x80)/255, 0, 1)
	want := markup.Text{
		Spans: []markup.Span{
			{Text: "Héllo "},
			{Text: "brave ", Color: orange, HasColor: true},
			{Text: "new", Color: orange, HasColor: true, Size: 24},
			{Text: " [world]"},
		},
		Pauses: []markup.Pause{{At: 15, Seconds: 0.5}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse = %+v\nwant %+v", got, want)
	}
	if p := got.Plain(); p != "Héllo brave new [world]" {
		t.Errorf("Plain = %q", p)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"a [b", `byte 2: bad markup: a "[" with no "]"`},
		{"[bold]x", "[bold] is not a tag"},
		{"[colour=red]x", "[colour=red] is not a tag"},
		{"[color=#12]x[/color]", `colour "#12"`},
		{"[color=#gg0000]x[/color]", `colour "#gg0000"`},
		{"[size=0]x[/size]", `size "0"`},
		{"[size=1e9]x[/size]", `size "1e9"`},
		{"[pause=-1]", `pause "-1"`},
		{"[pause=NaN]", `pause "NaN"`},
		{"x[/color]", "byte 1: bad markup: [/color] closes no open tag"},
		{"[size=10]x", "byte 10: bad markup: [size] is never closed"},
	} {
		_, err := markup.Parse(tc.text)
		if !errors.Is(err, markup.ErrBadMarkup) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error = %v, want ErrBadMarkup containing %q", tc.text, err, tc.want)
		}
	}
}

// FuzzParse reads any text: nothing panics, an error wraps ErrBadMarkup, and
// text with no "[" reads back as itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"plain", "[color=red]a[size=8]b[/color]c[/size]", "[[", "[pause=1]x", "[", "[/]", "[=]", "é[pause=0]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := markup.Parse(s)
		if err != nil {
			if !errors.Is(err, markup.ErrBadMarkup) {
				t.Fatalf("Parse(%q) error %v does not wrap ErrBadMarkup", s, err)
			}
			return
		}
		if !strings.Contains(s, "[") && got.Plain() != s {
			t.Fatalf("Parse(%q).Plain() = %q", s, got.Plain())
		}
		for i, p := range got.Pauses {
			if p.At < 0 || p.At > len([]rune(got.Plain())) || (i > 0 && p.At < got.Pauses[i-1].At) {
				t.Fatalf("Parse(%q): pause %d at %d is out of place", s, i, p.At)
			}
		}
	})
}
