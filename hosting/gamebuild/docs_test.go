package gamebuild_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// TestBuildDocumentsTheGamesComponents builds the test game's player as
// griff-player does and asks it, through the MCP SDK's client over standard
// input (--mcp), to describe the game's own component: the type's doc comment
// and its field's (with its unit and default) come back, as they do for the
// engine's types. A doc comment edited afterwards is told after the next
// build.
func TestBuildDocumentsTheGamesComponents(t *testing.T) {
	dir := newGame(t)
	info := describeSpinner(t, dir)
	if !strings.Contains(info.Doc, "Spinner turns its entity by Speed radians a step") {
		t.Errorf("Spin.Spinner's doc is %q, want the type's doc comment", info.Doc)
	}
	if info.Package != "mygame" {
		t.Errorf("Spin.Spinner's package is %q, want the game's import path mygame", info.Package)
	}
	speed := info.field("Speed")
	if !strings.Contains(speed.Doc, "in radians") || !strings.Contains(speed.Doc, "default 0") || string(speed.Zero) != "0" {
		t.Errorf("Speed is described as %+v, want its doc comment (radians, default 0) and zero 0", speed)
	}

	src := filepath.Join(dir, "spin.go")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), "in radians (positive is", "in radians per step (positive is", 1)
	if err := os.WriteFile(src, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := describeSpinner(t, dir).field("Speed").Doc; !strings.Contains(got, "radians per step") {
		t.Errorf("after the comment was edited Speed's doc is %q, want the edit", got)
	}
}

// componentInfo is the part of describe_component's answer the test reads.
type componentInfo struct {
	Doc     string      `json:"doc"`
	Package string      `json:"package"`
	Fields  []fieldInfo `json:"fields"`
}

// fieldInfo is one field of a componentInfo.
type fieldInfo struct {
	Name string          `json:"name"`
	Doc  string          `json:"doc"`
	Zero json.RawMessage `json:"zero"`
}

// field returns the field named name, or a zero fieldInfo.
func (c componentInfo) field(name string) fieldInfo {
	for _, f := range c.Fields {
		if f.Name == name {
			return f
		}
	}
	return fieldInfo{}
}

// describeSpinner builds the game folder dir's headless player, serves the
// game with --mcp and returns describe_component's answer for Spin.Spinner.
func describeSpinner(t *testing.T, dir string) componentInfo {
	t.Helper()
	bin, err := gamebuild.Build(dir, gamebuild.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.Command(bin, "--mcp", "--saves", "off", dir)
	cmd.Stderr = os.Stderr
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "describe_component", Arguments: map[string]any{"name": "Spin.Spinner"}})
	if err != nil || res.IsError || len(res.Content) == 0 {
		t.Fatalf("describe_component Spin.Spinner: %v %+v", err, res)
	}
	text, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		t.Fatalf("describe_component answered %T, want text", res.Content[0])
	}
	var info componentInfo
	if err := json.Unmarshal([]byte(text.Text), &info); err != nil {
		t.Fatalf("describe_component answered %q: %v", text.Text, err)
	}
	return info
}
