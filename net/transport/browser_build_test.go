package transport_test

import (
	"os"
	"os/exec"
	"testing"
)

// TestBuildsForTheBrowser builds the package for GOOS=js GOARCH=wasm, where
// the WebSocket client link is what a browser game joins with.
func TestBuildsForTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-compiling takes a while")
	}
	cmd := exec.Command("go", "build", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go build: %v\n%s", err, out)
	}
}
