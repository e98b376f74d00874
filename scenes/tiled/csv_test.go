package tiled_test

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/scenes/tiled"
)

// FuzzCSVCells: whenever the one-loop reader of a layer's CSV takes the
// text, it gives what splitting it gives, with no error.
func FuzzCSVCells(f *testing.F) {
	for _, s := range []string{"", "0,0,1,\n2,3", "1,2,3", " 1 , 2 ,\r\n3", "1 2", "1,,2", ",,", "007,8",
		"999999999,1000000000", "4294967295,4294967296", "1,x", "+1", "1\v,2", "1,2,3,4,5", "1,2,3,4,x", "-1"} {
		f.Add(s, 3)
		f.Add(s, 0)
		f.Add(s, 100)
	}
	f.Fuzz(func(t *testing.T, text string, n int) {
		if n < 0 || n > 1<<20 {
			return
		}
		plain, ok, split, _, err := tiled.CSVCellsBoth(text, n)
		if !ok {
			return
		}
		if err != nil {
			t.Fatalf("%q (n %d): the loop read %v, splitting gives the error %v", text, n, plain, err)
		}
		if !slices.Equal(plain, split) || (plain == nil) != (split == nil) {
			t.Fatalf("%q (n %d): the loop read %v, splitting %v", text, n, plain, split)
		}
	})
}

// TestCSVCellsTakesTiledText checks that the loop takes the text Tiled
// writes (so the fuzz target compares something).
func TestCSVCellsTakesTiledText(t *testing.T) {
	for _, text := range []string{"\n0,0,1,\n2,3,4\n", "1,2,3"} {
		if _, ok, _, _, _ := tiled.CSVCellsBoth(text, 6); !ok {
			t.Errorf("%q: the loop refused it", text)
		}
	}
	if _, ok, _, _, _ := tiled.CSVCellsBoth("1 2", 6); ok {
		t.Errorf(`"1 2": the loop took a field with a space in it`)
	}
}
