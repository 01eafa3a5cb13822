/// The subcommands `omnibox` knows, in help order. Each lives in its own file in this folder.
let registeredCommands: [any Command.Type] = [
  ResolveCommand.self,
  ParseCommand.self,
  SearchCommand.self,
  TermsCommand.self,
  UnwrapCommand.self,
  DisplayCommand.self,
  PolicyCommand.self,
  SuggestCommand.self,
  HistoryCommand.self,
  EnginesCommand.self,
  ProfilesCommand.self,
  RulesCommand.self,
]
