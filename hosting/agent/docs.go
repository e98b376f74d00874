package agent

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"reflect"
	"sync"

	"github.com/griffengine/griff/hosting/internal/docgen"
	"github.com/griffengine/griff/scenes"
)

//go:generate go run ../internal/docgen/cmd ../.. componentdocs.json

// componentDocsJSON is the documentation of the engine's component types,
// extracted from their sources at build time (see hosting/internal/docgen).
//
//go:embed componentdocs.json
var componentDocsJSON []byte

// componentDocs returns componentDocsJSON read once, when first asked
// (describe_component, RegisterComponentDocs), not at start: reading its
// 230 KB took about 5 ms of every player's start-up, agent or not. The map is
// never changed after.
var componentDocs = sync.OnceValue(func() map[string]docgen.Doc { return readDocs(componentDocsJSON) })

func readDocs(data []byte) map[string]docgen.Doc {
	var docs map[string]docgen.Doc
	if err := json.Unmarshal(data, &docs); err != nil {
		panic("agent: component documentation does not read: " + err.Error())
	}
	return docs
}

// ComponentDoc is the documentation of one component type, as
// RegisterComponentDocs takes it (JSON keyed by saved name) and
// describe_component tells it.
type ComponentDoc = docgen.Doc

// gameDocs holds the documentation of a game's own component types, added by
// RegisterComponentDocs in init functions (an immutable registry once main
// runs, like the component registry); gameDocsMu guards it all the same.
var (
	gameDocsMu sync.RWMutex
	gameDocs   = map[string]ComponentDoc{}
)

// RegisterComponentDocs adds the documentation of a game's own component
// types: docsJSON is what hosting/internal/docgen's GenerateGame writes, a
// JSON object of ComponentDoc by saved name. griff-player's build of a game
// folder with Go code (package hosting/gamebuild) generates a file that calls
// it from an init function with the docs of the game's packages, so
// describe_component tells a game's fields, units and defaults as it does the
// engine's. Call it from an init function, as scenes.Register. A name the
// engine documents keeps the engine's documentation; a later call for the same
// name replaces an earlier one's.
//
// It panics if docsJSON is not such an object: it is generated with the
// program, so that is a mistake in the build, not in data.
func RegisterComponentDocs(docsJSON string) {
	docs := readDocs([]byte(docsJSON))
	gameDocsMu.Lock()
	defer gameDocsMu.Unlock()
	for name, d := range docs {
		if _, engine := componentDocs()[name]; !engine {
			gameDocs[name] = d
		}
	}
}

// docOf returns the documentation of ct: the engine's, else the game's
// (RegisterComponentDocs), else an empty Doc (a type whose sources were not
// scanned: a game's type registered under a name computed at run time, or a
// program built without griff-player).
func docOf(ct *scenes.ComponentType) docgen.Doc {
	if d, ok := componentDocs()[ct.Name()]; ok {
		return d
	}
	gameDocsMu.RLock()
	defer gameDocsMu.RUnlock()
	return gameDocs[ct.Name()]
}

// fieldInfo is one saved field as describe_component tells it.
type fieldInfo struct {
	Name   string          `json:"name"`
	Key    string          `json:"key"`
	Former []string        `json:"former,omitempty"`
	Type   string          `json:"type"`
	Zero   json.RawMessage `json:"zero"`
	Doc    string          `json:"doc,omitempty"`
}

// componentInfo is describe_component's answer.
type componentInfo struct {
	Name    string      `json:"name"`
	Former  []string    `json:"former,omitempty"`
	Version int         `json:"version"`
	GoType  string      `json:"goType"`
	Package string      `json:"package,omitempty"`
	Doc     string      `json:"doc"`
	Fields  []fieldInfo `json:"fields"`
}

// describeIn is describe_component's input.
type describeIn struct {
	Name string `json:"name" jsonschema:"the component's saved name, such as Griff.Inventory"`
}

func (s *Session) describeComponent(in describeIn) (any, error) {
	ct := scenes.TypeNamed(in.Name)
	if ct == nil {
		return nil, fmt.Errorf("no component type is named %q (list_components lists them)", in.Name)
	}
	return describeType(ct), nil
}

// describeType returns ct's documentation and fields, each with its value in a
// zero component as saved.
func describeType(ct *scenes.ComponentType) componentInfo {
	d := docOf(ct)
	info := componentInfo{Name: ct.Name(), Former: ct.FormerNames(), Version: ct.Version(),
		GoType: ct.GoType().String(), Package: d.Package, Doc: d.Doc, Fields: []fieldInfo{}}
	if info.Doc == "" {
		info.Doc = "(no documentation: the type's sources were not scanned when the program was built; a game's own types are documented when griff-player builds the game's Go code and the type is registered under a literal or constant name)"
	}
	zero := map[string]json.RawMessage{}
	if data, err := ct.Encode(reflect.New(ct.GoType()).Interface()); err == nil {
		_ = json.Unmarshal(data, &zero)
	}
	for _, f := range ct.Fields() {
		info.Fields = append(info.Fields, fieldInfo{Name: f.Name, Key: f.Key, Former: f.Former,
			Type: f.Type.String(), Zero: zero[f.Key], Doc: d.Fields[f.Name]})
	}
	return info
}
