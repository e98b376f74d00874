package arc

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestTypeArgs(t *testing.T) {
	for _, c := range []struct {
		name string
		want []string
	}{
		{"Tally", nil},
		{"Tally[int]", []string{"int"}},
		{"Counter[float64].Add", []string{"float64"}},
		{"Pair[int, Box[string, int]].Run", []string{"int", "Box[string, int]"}},
		{"F[func(int, string), map[string]int]", []string{"func(int, string)", "map[string]int"}},
		{"G[struct{A, B int}]", []string{"struct{A, B int}"}},
		{"Broken[int, str", []string{"int", "str"}},
	} {
		if got := typeArgs(c.name); !slices.Equal(got, c.want) {
			t.Errorf("typeArgs(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	err := checkTypeArgs("Pair[int, Gem]", []string{"int", "Coin"})
	if !errors.Is(err, ErrUnregistered) || !strings.Contains(err.Error(), `"Gem"`) {
		t.Errorf("checkTypeArgs naming Gem: %v, want ErrUnregistered naming it", err)
	}
	if err := checkTypeArgs("Pair[int, Coin]", []string{"int", "Coin"}); err != nil {
		t.Errorf("checkTypeArgs of registered types: %v", err)
	}
}

// FuzzTypeArgs checks that any saved name splits without a panic into
// arguments that are pieces of it.
func FuzzTypeArgs(f *testing.F) {
	for _, s := range []string{"Tally[int]", "P[a, B[c, d]].R", "]][[", "F[(,]", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		for _, a := range typeArgs(name) {
			if !strings.Contains(name, a) {
				t.Fatalf("typeArgs(%q) gave %q, not a piece of it", name, a)
			}
		}
	})
}
