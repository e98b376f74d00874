package agent

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/griffengine/griff/hosting/agent/internal/docgen"
	"github.com/griffengine/griff/scenes"
)

//go:generate go run ./internal/docgen/cmd ../.. componentdocs.json

// componentDocsJSON is the documentation of the engine's component types,
// extracted from their sources at build time (see internal/docgen).
//
//go:embed componentdocs.json
var componentDocsJSON []byte

// componentDocs is componentDocsJSON read once at start; never changed after.
var componentDocs = readDocs(componentDocsJSON)

func readDocs(data []byte) map[string]docgen.Doc {
	var docs map[string]docgen.Doc
	if err := json.Unmarshal(data, &docs); err != nil {
		panic("agent: componentdocs.json does not read: " + err.Error())
	}
	return docs
}

// docOf returns the documentation of ct, or an empty Doc for a type whose
// sources were not scanned (a game's own).
func docOf(ct *scenes.ComponentType) docgen.Doc {
	return componentDocs[ct.Name()]
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
		info.Doc = "(no documentation: the type's sources were not part of the engine's build)"
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
