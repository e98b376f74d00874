package agent_test

import (
	"os"
	"testing"

	"github.com/griffengine/griff/hosting/agent"
	"github.com/griffengine/griff/hosting/internal/docgen"
	"github.com/griffengine/griff/scenes"
)

// TestComponentDocsAreFresh regenerates componentdocs.json from the sources
// and fails while the committed file differs (run go generate in this folder).
func TestComponentDocsAreFresh(t *testing.T) {
	want, err := docgen.Generate("../..")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("componentdocs.json")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatal("componentdocs.json is stale: run go generate in hosting/agent")
	}
}

// TestEveryEngineComponentIsDocumented checks that every component type the
// engine and its modules register has its documentation in the file, with a
// doc comment for the type and for each saved field.
func TestEveryEngineComponentIsDocumented(t *testing.T) {
	docs := agentDocs(t)
	for _, ct := range scenes.Types() {
		d, ok := docs[ct.Name()]
		if !ok {
			t.Errorf("%s is registered but not in componentdocs.json", ct.Name())
			continue
		}
		if d.Doc == "" {
			t.Errorf("%s has no doc comment", ct.Name())
		}
		for _, f := range ct.Fields() {
			if d.Fields[f.Name] == "" {
				t.Errorf("%s.%s has no doc comment", ct.Name(), f.Name)
			}
		}
	}
}

func agentDocs(t *testing.T) map[string]docgen.Doc {
	t.Helper()
	return agent.ComponentDocs()
}
