package ebitenhost

import (
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// The reload line counts its problems in good English.
func TestReloadLineCountsProblems(t *testing.T) {
	tests := []struct {
		problems int
		want     string
	}{
		{0, "ebitenhost: reloaded scenes main"},
		{1, "ebitenhost: reloaded scenes main (1 problem, in the problem log)"},
		{2, "ebitenhost: reloaded scenes main (2 problems, in the problem log)"},
	}
	for _, tt := range tests {
		c := hosting.Changes{Scenes: []string{"main"}, Problems: make([]scenes.Problem, tt.problems)}
		if got := reloadLine(&c); got != tt.want {
			t.Errorf("%d problems: %q, want %q", tt.problems, got, tt.want)
		}
	}
}
