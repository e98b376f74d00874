package main

import (
	"path/filepath"
	"testing"
)

// TestCheck runs arcgen -check on the golden package, which is fresh.
func TestCheck(t *testing.T) {
	dir := filepath.Join("internal", "gen", "testdata", "statements")
	if err := run(dir, true); err != nil {
		t.Fatalf("run -check on a fresh package: %v", err)
	}
}
