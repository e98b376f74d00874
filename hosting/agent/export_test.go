package agent

import "github.com/griffengine/griff/hosting/internal/docgen"

// ComponentDocs returns the embedded documentation, for tests.
func ComponentDocs() map[string]docgen.Doc { return componentDocs }

// LineError is lineError, for the line check's benchmark.
var LineError = lineError
