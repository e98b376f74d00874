package griff_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
)

type fruit uint8

var fruitNames = griff.NewEnum[fruit]("fruit", "apple", "pear").WithFormer(map[string]fruit{"Pear": 1})

func TestEnumRoundTrip(t *testing.T) {
	for v := fruit(0); v < 2; v++ {
		b, err := fruitNames.Marshal(v)
		if err != nil {
			t.Fatalf("Marshal(%d): %v", v, err)
		}
		var got fruit = 9
		if err := fruitNames.Unmarshal(&got, b); err != nil || got != v {
			t.Errorf("Unmarshal(%q) = %d, %v; want %d", b, got, err, v)
		}
	}
}

func TestEnumFormerAndErrors(t *testing.T) {
	if v, err := fruitNames.Parse("Pear"); err != nil || v != 1 {
		t.Errorf(`Parse("Pear") = %d, %v; want 1 (a former name)`, v, err)
	}
	got := fruit(1)
	err := fruitNames.Unmarshal(&got, []byte("plum"))
	if err == nil || !strings.Contains(err.Error(), `unknown fruit "plum" (want one of apple, pear)`) {
		t.Errorf(`Unmarshal("plum") error = %v`, err)
	}
	if got != 1 {
		t.Errorf("Unmarshal on error changed the value to %d", got)
	}
	if _, err := fruitNames.Marshal(5); err == nil {
		t.Error("Marshal(5) of a value with no name gave no error")
	}
	if s := fruitNames.Name(5); s != "fruit(5)" {
		t.Errorf("Name(5) = %q, want fruit(5)", s)
	}
}

func TestNewEnumPanicsOnDuplicate(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("NewEnum with a name twice did not panic")
		}
	}()
	griff.NewEnum[fruit]("fruit", "apple", "apple")
}
