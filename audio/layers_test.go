package audio_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"strings"
	"testing"
)

// TestImportsNoPlatform checks that the audio packages import no platform package
// (oto, Ebitengine) and nothing of Griff but griff: output devices live in hosting.
func TestImportsNoPlatform(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-test=false", "./...").Output()
	if err != nil {
		t.Fatalf("go list -deps ./...: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		switch {
		case strings.Contains(p, "ebitengine/oto"), strings.Contains(p, "hajimehoshi/ebiten"):
			t.Errorf("audio depends on platform package %s", p)
		case strings.HasPrefix(p, "github.com/griffengine/griff/") &&
			!strings.HasPrefix(p, "github.com/griffengine/griff/audio") &&
			p != "github.com/griffengine/griff/griff":
			t.Errorf("audio depends on %s; it may import only griff", p)
		}
	}
}

// TestDocNamesTheOtoAdapter checks that the package documentation names the oto
// output where it is (hosting/ebitenhost's NewSoundOutput and SoundOutput.Start),
// and that those still exist there.
func TestDocNamesTheOtoAdapter(t *testing.T) {
	fset := token.NewFileSet()
	doc, err := parser.ParseFile(fset, "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	text := doc.Doc.Text()
	for _, want := range []string{"hosting/ebitenhost", "NewSoundOutput", "Start"} {
		if !strings.Contains(text, want) {
			t.Errorf("package doc does not mention %q", want)
		}
	}
	oto, err := parser.ParseFile(fset, "../hosting/ebitenhost/oto.go", nil, 0)
	if err != nil {
		t.Fatalf("the oto adapter the doc names: %v", err)
	}
	found := map[string]bool{}
	for _, d := range oto.Decls {
		if f, ok := d.(*ast.FuncDecl); ok {
			found[f.Name.Name] = true
		}
	}
	for _, want := range []string{"NewSoundOutput", "Start"} {
		if !found[want] {
			t.Errorf("hosting/ebitenhost/oto.go: got no func %s, which the package doc names", want)
		}
	}
}
