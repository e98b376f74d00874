package docgen

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenerateGame scans a game folder: a component registered by a literal
// name, one by a constant, one in a sub-package embedding the first; testdata
// and a nested module are skipped.
func TestGenerateGame(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"game.go": `package mygame

import "github.com/griffengine/griff/scenes"

// Health is what an entity can take, in hit points.
type Health struct {
	// HP and Full are the points left and at full health; default 0.
	HP   int
	Full int
	Regen float64 // points a second
	secret int
}

const armorName = "My.Armor"

// Armor takes Points off every hit.
type Armor struct {
	// Points is how much a hit loses, in hit points.
	Points int
}

func init() {
	scenes.Register[Health]("My.Health")
	scenes.Register[Armor](armorName)
}
`,
		"enemies/boss.go": `package enemies

import (
	"github.com/griffengine/griff/scenes"
	"mygame"
)

// Boss is the end of a level.
type Boss struct {
	mygame.Health
	// Phase counts from 1.
	Phase int
}

func init() { scenes.Register[Boss]("My.Boss") }
`,
		"testdata/x.go": "package x\n\nimport \"github.com/griffengine/griff/scenes\"\n\n// T is skipped.\ntype T struct{}\n\nfunc init() { scenes.Register[T](\"My.Skipped\") }\n",
		"tool/go.mod":   "module tool\n",
		"tool/t.go":     "package tool\n\nimport \"github.com/griffengine/griff/scenes\"\n\n// T is skipped.\ntype T struct{}\n\nfunc init() { scenes.Register[T](\"My.Other\") }\n",
	}
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := GenerateGame(dir, "mygame")
	if err != nil {
		t.Fatal(err)
	}
	var docs map[string]Doc
	if err := json.Unmarshal(data, &docs); err != nil {
		t.Fatal(err)
	}
	if len(docs) != 3 {
		t.Errorf("found %d types, want My.Health, My.Armor and My.Boss:\n%s", len(docs), data)
	}
	h := docs["My.Health"]
	if h.Package != "mygame" || h.Type != "Health" || h.Doc != "Health is what an entity can take, in hit points." {
		t.Errorf("My.Health is %+v", h)
	}
	shared := "HP and Full are the points left and at full health; default 0."
	if h.Fields["HP"] != shared || h.Fields["Full"] != shared || h.Fields["Regen"] != "points a second" || h.Fields["secret"] != "" {
		t.Errorf("My.Health's fields are %q", h.Fields)
	}
	if a := docs["My.Armor"]; a.Fields["Points"] != "Points is how much a hit loses, in hit points." {
		t.Errorf("My.Armor (registered by a constant) is %+v", a)
	}
	b := docs["My.Boss"]
	if b.Package != "mygame/enemies" || b.Fields["Phase"] != "Phase counts from 1." || b.Fields["HP"] != shared {
		t.Errorf("My.Boss (embedding mygame.Health) is %+v", b)
	}
}

// TestGenerateGameReportsASyntaxError checks a Go file that does not parse is
// an error naming it.
func TestGenerateGameReportsASyntaxError(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bad.go"), []byte("package mygame\n\ntype {"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := GenerateGame(dir, "mygame"); err == nil || !strings.Contains(err.Error(), "bad.go") {
		t.Errorf("GenerateGame of a broken file returned %v, want an error naming bad.go", err)
	}
}
