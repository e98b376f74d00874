package griff_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
)

func TestColorHex(t *testing.T) {
	tests := []struct {
		in   string
		want griff.Color
	}{
		{"#ffffff", griff.White},
		{"#000000ff", griff.Black},
		{"#00000000", griff.Transparent},
		{"#FF0000", griff.Red},
		{"#336699cc", griff.RGBA8(0x33, 0x66, 0x99, 0xcc)},
		{"#aBcDeF", griff.RGBA8(0xab, 0xcd, 0xef, 0xff)},
	}
	for _, tc := range tests {
		got, err := griff.Hex(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Hex(%q) = %+v, %v, want %+v", tc.in, got, err, tc.want)
		}
	}
}

func TestColorHexErrors(t *testing.T) {
	for _, in := range []string{"", "#", "ffffff", "#fff", "#fffffff", "#ffffffff0", "#gg0000", "#12345z", " #ffffff", "#ff ff ff"} {
		_, err := griff.Hex(in)
		if !errors.Is(err, griff.ErrBadColor) || !strings.Contains(err.Error(), fmt.Sprintf("%q", in)) {
			t.Errorf("Hex(%q) error = %v, want ErrBadColor quoting the text", in, err)
		}
	}
}

func TestColorString(t *testing.T) {
	tests := []struct {
		c    griff.Color
		want string
	}{
		{griff.White, "#ffffffff"},
		{griff.Transparent, "#00000000"},
		{griff.RGBA(0.5, 0.2, 1.5, -1), "#8033ff00"},
		{griff.RGBA(float32(math.NaN()), 1, 0, 1), "#00ff00ff"},
		{griff.RGBA8(1, 2, 3, 4), "#01020304"},
	}
	for _, tc := range tests {
		if got := tc.c.String(); got != tc.want {
			t.Errorf("%+v.String() = %q, want %q", tc.c, got, tc.want)
		}
	}
	// Every 8-bit colour survives text.
	for v := range 256 {
		c := griff.RGBA8(uint8(v), uint8(255-v), uint8(v/2), uint8(v))
		back, err := griff.Hex(c.String())
		if err != nil || back != c {
			t.Fatalf("Hex(%q) = %+v, %v, want %+v", c.String(), back, err, c)
		}
	}
}

func TestColorJSON(t *testing.T) {
	type sprite struct{ Tint griff.Color }
	b, err := json.Marshal(sprite{griff.RGBA8(0x11, 0x22, 0x33, 0x44)})
	if err != nil || string(b) != `{"Tint":"#11223344"}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var s sprite
	if err := json.Unmarshal([]byte(`{"Tint":"#102030"}`), &s); err != nil || s.Tint != griff.RGBA8(0x10, 0x20, 0x30, 0xff) {
		t.Errorf("Unmarshal = %+v, %v", s.Tint, err)
	}
	before := s.Tint
	if err := json.Unmarshal([]byte(`{"Tint":"red"}`), &s); !errors.Is(err, griff.ErrBadColor) || s.Tint != before {
		t.Errorf("Unmarshal of \"red\": %v, tint %+v, want ErrBadColor and no change", err, s.Tint)
	}
}

func TestColorMath(t *testing.T) {
	c := griff.RGBA(1, 0.5, 0.25, 0.5)
	if got, want := c.Premultiplied(), griff.RGBA(0.5, 0.25, 0.125, 0.5); got != want {
		t.Errorf("Premultiplied = %+v, want %+v", got, want)
	}
	if got := c.Premultiplied().Straight(); got != c {
		t.Errorf("Straight(Premultiplied) = %+v, want %+v", got, c)
	}
	if got := griff.RGBA(0.3, 0.3, 0.3, 0).Straight(); got != griff.Transparent {
		t.Errorf("Straight of alpha 0 = %+v, want transparent", got)
	}
	a, b := griff.Black, griff.White
	for _, tc := range []struct {
		t    float32
		want griff.Color
	}{{0, a}, {1, b}, {0.5, griff.RGB(0.5, 0.5, 0.5)}, {0.25, griff.RGB(0.25, 0.25, 0.25)}} {
		if got := a.Lerp(b, tc.t); got != tc.want {
			t.Errorf("Black.Lerp(White, %v) = %+v, want %+v", tc.t, got, tc.want)
		}
	}
	if got := griff.White.Lerp(griff.Transparent, 0.5); got != griff.RGBA(0.5, 0.5, 0.5, 0.5) {
		t.Errorf("White.Lerp(Transparent, 0.5) = %+v", got)
	}
	if got := griff.Red.Mul(griff.Gray); got != griff.RGB(0.5, 0, 0) {
		t.Errorf("Red.Mul(Gray) = %+v", got)
	}
	if got := griff.Red.WithAlpha(0.25); got != griff.RGBA(1, 0, 0, 0.25) {
		t.Errorf("WithAlpha = %+v", got)
	}
}

func TestMustHexPanics(t *testing.T) {
	if got := griff.MustHex("#00ff00"); got != griff.Green {
		t.Errorf("MustHex = %+v", got)
	}
	defer func() {
		if recover() == nil {
			t.Errorf("MustHex(\"nope\") did not panic")
		}
	}()
	griff.MustHex("nope")
}

func FuzzHex(f *testing.F) {
	for _, s := range []string{"#ffffff", "#01020304", "#gg", "", "#ABCDEF12"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := griff.Hex(s)
		if err != nil {
			if !errors.Is(err, griff.ErrBadColor) {
				t.Fatalf("Hex(%q) error %v does not wrap ErrBadColor", s, err)
			}
			return
		}
		if len(s) == 9 && !strings.EqualFold(c.String(), s) {
			t.Fatalf("Hex(%q).String() = %q", s, c.String())
		}
	})
}

func ExampleHex() {
	c, err := griff.Hex("#ff800080")
	fmt.Println(c.String(), c.A > 0.5, err)
	fmt.Println(c.Premultiplied())
	_, err = griff.Hex("orange")
	fmt.Println(err)
	// Output:
	// #ff800080 true <nil>
	// #80400080
	// griff: color "orange": bad color: want #rrggbb or #rrggbbaa
}
