package scenes

import (
	"reflect"
	"testing"
)

type copyCell struct {
	ID   int
	hid  [2]float32
	Tags []string
}

type copyPlainCell struct {
	ID  int
	hid [2]float32
}

type copyHolder struct {
	Cells  []int
	Points [][2]float64
	Plain  []copyPlainCell
	Deep   []copyCell
	Empty  []int
	Nil    []int
}

// TestDeepCopyPlainSlices checks that deepCopy copies slices of plain
// elements (in one copy) and of others (element by element) into new
// backing arrays holding equal values, keeping an empty slice empty and not
// nil, and a nil one nil.
func TestDeepCopyPlainSlices(t *testing.T) {
	src := copyHolder{
		Cells:  []int{6, 6, 0, 41},
		Points: [][2]float64{{1, 2}, {3, 4}},
		Plain:  []copyPlainCell{{1, [2]float32{0.5, 1}}},
		Deep:   []copyCell{{ID: 2, hid: [2]float32{3, 4}, Tags: []string{"a"}}},
		Empty:  []int{},
	}
	got := deepCopy(reflect.ValueOf(src)).Interface().(copyHolder)
	if !reflect.DeepEqual(got, src) {
		t.Fatalf("deepCopy gave %+v, want %+v", got, src)
	}
	if got.Empty == nil || got.Nil != nil {
		t.Errorf("empty %#v nil %#v, want an empty slice and nil", got.Empty, got.Nil)
	}
	got.Cells[0], got.Points[0][0], got.Plain[0].ID, got.Deep[0].Tags[0] = 9, 9, 9, "b"
	if src.Cells[0] != 6 || src.Points[0][0] != 1 || src.Plain[0].ID != 1 || src.Deep[0].Tags[0] != "a" {
		t.Errorf("the copy shares memory with the original: %+v", src)
	}
}
